import { emptyDesign, type TextLayer } from '@/lib/dyo/design-document';
import { editorReducer, initialEditorState, layersOf, type EditorAction, type EditorState } from '@/lib/dyo/editor-state';
import { keyAction } from '@/lib/dyo/keyboard';

const text = (id: string, x = 10): TextLayer => ({
  id,
  type: 'text',
  text: id,
  fontFamily: 'Mulish',
  fontSize: 10,
  fill: '#000000',
  x,
  y: 10,
  rotation: 0,
});
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const start = () => initialEditorState(emptyDesign('clothes', '190017'));

describe('editor state', () => {
  it('adds, changes, undoes and redoes', () => {
    let s = run(start(), { type: 'layerAdded', layer: text('a') }, { type: 'layerChanged', id: 'a', changes: { x: 50 } });
    expect(layersOf(s.present, 'front')[0]!.x).toBe(50);
    s = run(s, { type: 'undone' });
    expect(layersOf(s.present, 'front')[0]!.x).toBe(10);
    s = run(s, { type: 'undone' });
    expect(layersOf(s.present, 'front')).toEqual([]);
    expect(s.selectedId).toBeNull();
    s = run(s, { type: 'redone' }, { type: 'redone' });
    expect(layersOf(s.present, 'front')[0]!.x).toBe(50);
    expect(run(s, { type: 'redone' })).toBe(s);
  });

  it('merges a drag into one undo step', () => {
    const s = run(
      start(),
      { type: 'layerAdded', layer: text('a') },
      { type: 'layerChanged', id: 'a', changes: { x: 20 } },
      { type: 'layerChanged', id: 'a', changes: { x: 30 }, merge: true },
    );
    expect(run(s, { type: 'undone' }).present.sides.front[0]!.x).toBe(10);
  });

  it('a new change clears the redo steps', () => {
    const s = run(start(), { type: 'layerAdded', layer: text('a') }, { type: 'undone' }, { type: 'layerAdded', layer: text('b') });
    expect(s.future).toEqual([]);
  });

  it('keeps the front and the back apart', () => {
    const s = run(
      start(),
      { type: 'layerAdded', layer: text('front') },
      { type: 'sideChanged', side: 'back' },
      { type: 'layerAdded', layer: text('back') },
    );
    expect(s.present.sides.front.map((l) => l.id)).toEqual(['front']);
    expect(s.present.sides.back!.map((l) => l.id)).toEqual(['back']);
  });

  it('reorders and removes layers', () => {
    let s = run(
      start(),
      { type: 'layerAdded', layer: text('a') },
      { type: 'layerAdded', layer: text('b') },
      { type: 'layerMoved', id: 'a', direction: 'up' },
    );
    expect(s.present.sides.front.map((l) => l.id)).toEqual(['b', 'a']);
    expect(run(s, { type: 'layerMoved', id: 'a', direction: 'up' })).toBe(s);
    s = run(s, { type: 'layerSelected', id: 'a' }, { type: 'layerRemoved', id: 'a' });
    expect(s.present.sides.front.map((l) => l.id)).toEqual(['b']);
    expect(s.selectedId).toBeNull();
  });
});

describe('keyboard control', () => {
  const key = (k: string, mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
    key: k,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    ...mods,
  });
  const layer = text('a');

  it.each([
    ['ArrowLeft', {}, { x: 9 }],
    ['ArrowRight', { shiftKey: true }, { x: 20 }],
    ['ArrowUp', {}, { y: 9 }],
    ['ArrowDown', {}, { y: 11 }],
    ['+', {}, { fontSize: 10.5 }],
    [']', {}, { rotation: 5 }],
    ['[', { shiftKey: true }, { rotation: -15 }],
  ])('%s changes the selected layer', (k, mods, changes) => {
    expect(keyAction(key(k, mods), layer)).toEqual({ type: 'layerChanged', id: 'a', changes });
  });

  it('removes with Delete, undoes and redoes with Ctrl', () => {
    expect(keyAction(key('Delete'), layer)).toEqual({ type: 'layerRemoved', id: 'a' });
    expect(keyAction(key('z', { ctrlKey: true }), null)).toEqual({ type: 'undone' });
    expect(keyAction(key('Z', { ctrlKey: true, shiftKey: true }), null)).toEqual({ type: 'redone' });
    expect(keyAction(key('y', { metaKey: true }), null)).toEqual({ type: 'redone' });
  });

  it('does nothing without a selection', () => {
    expect(keyAction(key('ArrowLeft'), null)).toBeNull();
  });
});
