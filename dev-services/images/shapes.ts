import type { ShapeKind } from './shape-kind';
import { HOME_SHAPES } from './shapes-home';
import { LEISURE_SHAPES } from './shapes-leisure';
import { TECH_SHAPES } from './shapes-tech';
import type { ShapeDrawer } from './shapes-tech';

/** Every silhouette by kind; a missing drawer is a type error. */
export const SHAPES: Readonly<Record<ShapeKind, ShapeDrawer>> = { ...TECH_SHAPES, ...HOME_SHAPES, ...LEISURE_SHAPES };
