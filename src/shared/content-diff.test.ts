import { describe, expect, it } from 'vitest';
import { diffContent, displayValue, humanizeKey } from './content-diff.js';

describe('diffContent', () => {
  it('finds nothing between equal contents', () => {
    const content = { hero: { title: 'A', subtitle: 'B' }, story: { paragraphs: ['x', 'y'] } };
    expect(diffContent(content, structuredClone(content))).toEqual([]);
  });

  it('names each changed field, with its old and new text', () => {
    const changes = diffContent(
      { hero: { titleLine1: 'Old', statCount: 50 }, cta: { buttonText: 'Go' } },
      { hero: { titleLine1: 'New', statCount: 60 }, cta: { buttonText: 'Go' } },
    );
    expect(changes).toEqual([
      {
        type: 'changed',
        path: 'hero.titleLine1',
        label: 'Hero › Title line 1',
        before: 'Old',
        after: 'New',
      },
      {
        type: 'changed',
        path: 'hero.statCount',
        label: 'Hero › Stat count',
        before: '50',
        after: '60',
      },
    ]);
  });

  it('tells list items added and removed, keeping the ones that stayed', () => {
    const changes = diffContent(
      { hero: { bullets: ['Fast', 'Free', 'Local'] } },
      { hero: { bullets: ['Fast', 'Local', 'Trusted', 'Irish'] } },
    );
    expect(changes).toEqual([
      {
        type: 'removed',
        path: 'hero.bullets[1]',
        label: 'Hero › Bullets › item 2',
        before: 'Free',
      },
      {
        type: 'added',
        path: 'hero.bullets[2]',
        label: 'Hero › Bullets › item 3',
        after: 'Trusted',
      },
      { type: 'added', path: 'hero.bullets[3]', label: 'Hero › Bullets › item 4', after: 'Irish' },
    ]);
  });

  it('shows an item edited in place field by field, and a whole item added as its texts', () => {
    const before = {
      features: {
        items: [
          { icon: 'Star', title: 'One', description: 'First' },
          { icon: 'Home', title: 'Two', description: 'Second' },
        ],
      },
    };
    const after = {
      features: {
        items: [
          { icon: 'Star', title: 'One', description: 'First, better' },
          { icon: 'Home', title: 'Two', description: 'Second' },
          { icon: 'Heart', title: 'Three', description: 'Third' },
        ],
      },
    };
    expect(diffContent(before, after)).toEqual([
      {
        type: 'changed',
        path: 'features.items[0].description',
        label: 'Features › Items › item 1 › Description',
        before: 'First',
        after: 'First, better',
      },
      {
        type: 'added',
        path: 'features.items[2]',
        label: 'Features › Items › item 3',
        after: 'Heart · Three · Third',
      },
    ]);
  });

  it('reports a section present on one side only', () => {
    expect(diffContent({}, { cta: { title: 'Hi' } })).toEqual([
      { type: 'changed', path: 'cta', label: 'CTA', before: '', after: 'Hi' },
    ]);
  });
});

describe('labels and values', () => {
  it('reads keys as words', () => {
    expect(humanizeKey('titleEmphasis')).toBe('Title emphasis');
    expect(humanizeKey('property_types')).toBe('Property types');
    expect(humanizeKey('cta')).toBe('CTA');
  });
  it('cuts very long text', () => {
    expect(displayValue('x'.repeat(400))).toHaveLength(300);
  });
});
