/** The product silhouettes the SVG image generator can draw. */
/** @public (the contract names it; read by a reader or a type check, not imported) */
export const SHAPE_KINDS = [
  'phone', 'case', 'tablet', 'laptop', 'headphones', 'watch', 'speaker', 'charger', 'cable',
  'powerbank', 'mouse', 'keyboard', 'gamepad', 'coffee', 'kettle', 'pan', 'lamp', 'blanket',
  'box', 'shears', 'chair', 'pot', 'solar', 'mat', 'dumbbell', 'tent', 'sleepingbag', 'helmet',
  'ball', 'goggles', 'blocks', 'teddy', 'boardgame', 'waterpistol', 'hairdryer', 'straightener',
  'bottle', 'toothbrush', 'massagegun', 'tshirt', 'hoodie', 'tote', 'backpack', 'jacket',
  'beanie', 'sunglasses', 'dogbed', 'leash', 'cattree', 'cage', 'aquarium', 'drill', 'toolbox',
  'gloves', 'laser', 'mug',
] as const;

export type ShapeKind = (typeof SHAPE_KINDS)[number];
