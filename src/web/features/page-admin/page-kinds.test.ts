import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-kinds';

describe('pageTitle', () => {
  it('joins the home hero title line and emphasis', () => {
    const content = { hero: { titleLine1: 'Windows in Cork', titleEmphasis: 'for less' } };
    expect(pageTitle({ kind: 'index', content })).toBe('Windows in Cork for less');
  });

  it('falls back to the default titles when the content has none', () => {
    expect(pageTitle({ kind: 'index', content: {} })).toBe(
      'Replace your windows for up to 40% less',
    );
    expect(pageTitle({ kind: 'about', content: {} })).toBe('About WindowQuotes Ireland');
    expect(pageTitle({ kind: 'how-it-works', content: {} })).toBe('How it works');
  });

  it('uses the about and how-it-works hero title', () => {
    expect(pageTitle({ kind: 'about', content: { hero: { title: 'About Galway' } } })).toBe(
      'About Galway',
    );
    expect(pageTitle({ kind: 'how-it-works', content: { hero: { title: 'Steps' } } })).toBe(
      'Steps',
    );
  });
});
