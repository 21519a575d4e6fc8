/** The clothes engine: the same editor on a garment with a front and a back, its colour and size. */
import { useCallback, useMemo, useState } from 'react';
import { useT } from '@/components/i18n/use-t';
import { ChoiceGroup } from '@/components/dyo/landing/choice-group';
import { isBlank, type GarmentSide } from '@/lib/dyo/design-document';
import type { EngineArticle, GarmentOption } from '@/lib/dyo/page-props';
import { garmentHex, garmentShapeOf, uniqueBy } from '@/lib/dyo/products';
import { productTemplate } from '@/lib/dyo/product-types';
import { EngineWorkspace, useEngineEditor } from './engine-editor';

interface Props {
  article: EngineArticle;
  /** Every colour and size of this garment. */
  variants: GarmentOption[];
  dyoId: string | null;
}

export default function ClothesEngine({ article: initialArticle, variants, dyoId }: Props) {
  const { t } = useT('dyo');
  const initial = variants.find((v) => v.articleId === initialArticle.articleId) ?? variants[0]!;
  const [current, setCurrent] = useState<GarmentOption>(initial);
  const shape = garmentShapeOf(current.garment);
  const templates = useMemo(
    () => ({ front: productTemplate('clothes', 'front', shape), back: productTemplate('clothes', 'back', shape) }),
    [shape],
  );
  const templateFor = useCallback((s: GarmentSide) => templates[s], [templates]);
  const article = useMemo(() => ({ ...initialArticle, ...current, properties: [] }), [initialArticle, current]);
  const { editor, saving } = useEngineEditor({
    kind: 'clothes',
    article,
    firstArticleId: initialArticle.articleId,
    dyoId,
    templateFor,
    garmentColor: garmentHex(initial.color),
  });
  const side = editor.state.side;

  const pick = (color: string, size: string | null) => {
    const next = variants.find((v) => v.color === color && (size === null || v.size === size)) ?? variants.find((v) => v.color === color);
    if (!next) return;
    setCurrent(next);
    if (next.color !== current.color) editor.dispatch({ type: 'garmentColorChanged', color: garmentHex(next.color) });
  };

  const sizes = variants.filter((v) => v.color === current.color && v.size !== null);
  const settings = (
    <>
      <ChoiceGroup
        name="garment-side"
        legend={t('editor::side::title')}
        choices={(['front', 'back'] as const).map((s) => ({ value: s, label: t(`editor::side::${s}`) }))}
        value={side}
        onChange={(value) => editor.dispatch({ type: 'sideChanged', side: value as GarmentSide })}
      />
      <ChoiceGroup
        name="garment-color"
        legend={t('landing::clothes::color')}
        choices={uniqueBy(variants, (v) => v.color).map((v) => ({ value: v.color, label: v.colorLabel, swatch: garmentHex(v.color) }))}
        value={current.color}
        onChange={(value) => pick(value, current.size)}
      />
      {sizes.length > 0 ? (
        <ChoiceGroup
          name="garment-size"
          legend={t('landing::clothes::size')}
          choices={sizes.map((v) => ({ value: v.size!, label: v.size! }))}
          value={current.size}
          onChange={(value) => pick(current.color, value)}
        />
      ) : null}
    </>
  );
  return (
    <EngineWorkspace
      editor={editor}
      saving={saving}
      template={templates[side]}
      templateFor={templateFor}
      side={side}
      settings={settings}
      withBackground={false}
      canSave={!isBlank(editor.state.present)}
    />
  );
}
