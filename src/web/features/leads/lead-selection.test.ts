import { describe, expect, it } from 'vitest';
import { pageSelectionState, pruneSelection, toggleId, togglePage } from './lead-selection';

const rows = (...ids: string[]) => ids.map((id) => ({ id }));

describe('lead selection', () => {
  it('prunes to the ids still listed after a reload', () => {
    const selected = new Set(['1', '2', '3']);
    expect([...pruneSelection(selected, rows('2', '3', '4'))]).toEqual(['2', '3']);
    expect(pruneSelection(selected, rows()).size).toBe(0);
  });

  it('keeps the same set when nothing was pruned (no needless re-render)', () => {
    const selected = new Set(['1']);
    expect(pruneSelection(selected, rows('1', '2'))).toBe(selected);
  });

  it('toggles one id and a whole page', () => {
    let selected = toggleId(new Set(), '5', true);
    expect([...selected]).toEqual(['5']);
    selected = togglePage(selected, rows('1', '2'), true);
    expect(pageSelectionState(selected, rows('1', '2'))).toBe('all');
    selected = toggleId(selected, '1', false);
    expect(pageSelectionState(selected, rows('1', '2'))).toBe('some');
    selected = togglePage(selected, rows('1', '2'), false);
    expect([...selected]).toEqual(['5']);
    expect(pageSelectionState(selected, rows('1', '2'))).toBe('none');
  });
});
