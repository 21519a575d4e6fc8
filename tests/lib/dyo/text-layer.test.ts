import { deserializeDesign, emptyDesign, parseDesignDocument, serializeDesign, type TextLayer } from '@/lib/dyo/design-document';
import { editorReducer, initialEditorState } from '@/lib/dyo/editor-state';

const text: TextLayer = {
  id: 't1',
  type: 'text',
  text: 'Hej',
  fontFamily: 'Mulish',
  fontSize: 9,
  fill: '#1d1d1b',
  x: 37.5,
  y: 77.5,
  rotation: 0,
};

describe('editing a text layer', () => {
  it('changes the selected layer in place and survives saving and loading', () => {
    let state = initialEditorState(emptyDesign('phone-cover', '190003'));
    state = editorReducer(state, { type: 'layerAdded', layer: text });
    expect(state.selectedId).toBe('t1');
    state = editorReducer(state, { type: 'layerChanged', id: 't1', changes: { text: 'Hej då' } });
    // Typing on merges into the same undo step.
    state = editorReducer(state, { type: 'layerChanged', id: 't1', changes: { text: 'Hej då, Lund' }, merge: true });
    state = editorReducer(state, {
      type: 'layerChanged',
      id: 't1',
      changes: {
        fontFamily: 'Pacifico',
        fontSize: 12,
        fill: '#d9472b',
        align: 'right',
        curve: 120,
        stroke: '#ffffff',
        strokeWidth: 0.6,
        shadow: true,
      },
    });
    const layer = state.present.sides.front[0];
    expect(layer).toEqual({
      ...text,
      text: 'Hej då, Lund',
      fontFamily: 'Pacifico',
      fontSize: 12,
      fill: '#d9472b',
      align: 'right',
      curve: 120,
      stroke: '#ffffff',
      strokeWidth: 0.6,
      shadow: true,
    });
    expect(state.present.sides.front).toHaveLength(1);

    const loaded = deserializeDesign(serializeDesign(state.present));
    expect(loaded).toEqual({ ok: true, document: state.present });

    state = editorReducer(state, { type: 'undone' });
    expect(state.present.sides.front[0]).toMatchObject({ text: 'Hej då, Lund', fontFamily: 'Mulish' });
    state = editorReducer(state, { type: 'undone' });
    expect(state.present.sides.front[0]).toMatchObject({ text: 'Hej' });
  });

  it('refuses text settings it cannot print', () => {
    const doc = (changes: Record<string, unknown>) => ({
      ...emptyDesign('phone-cover', '190003'),
      sides: { front: [{ ...text, ...changes }] },
    });
    expect(parseDesignDocument(doc({ align: 'justify' })).ok).toBe(false);
    expect(parseDesignDocument(doc({ curve: 720 })).ok).toBe(false);
    expect(parseDesignDocument(doc({ stroke: 'red' })).ok).toBe(false);
    expect(parseDesignDocument(doc({ shadow: 'yes' })).ok).toBe(false);
    expect(parseDesignDocument(doc({ curve: -90, stroke: '#000000', strokeWidth: 1, shadow: false })).ok).toBe(true);
  });

  it('keeps image crops, filters and stickers through a round trip', () => {
    const design = {
      ...emptyDesign('clothes', '190017'),
      sides: {
        front: [
          { id: 's1', type: 'sticker' as const, sticker: 'heart', fill: '#d9472b', x: 10, y: 10, width: 20, height: 20, rotation: 0 },
        ],
        back: [
          {
            id: 'i1',
            type: 'image' as const,
            src: 'data:image/png;base64,AAAA',
            naturalWidth: 400,
            naturalHeight: 300,
            x: 1,
            y: 2,
            width: 30,
            height: 20,
            rotation: 0,
            crop: { x: 0.1, y: 0, width: 0.8, height: 1 },
            filter: 'sepia' as const,
            brightness: 0.2,
            contrast: -10,
          },
        ],
      },
    };
    expect(deserializeDesign(serializeDesign(design))).toEqual({ ok: true, document: design });
    expect(parseDesignDocument({ ...design, sides: { front: [{ ...design.sides.back[0], filter: 'blur' }] } }).ok).toBe(false);
  });
});
