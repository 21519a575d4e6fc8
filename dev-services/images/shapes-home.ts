import type { ShapeDrawer } from './shapes-tech';

/** Product silhouettes for home, garden, pets and tools. */
export const HOME_SHAPES = {
  coffee: (c, d) =>
    `<rect x="270" y="170" width="260" height="90" rx="20" fill="${c}"/><rect x="290" y="250" width="70" height="300" fill="${c}"/><rect x="250" y="540" width="300" height="50" rx="14" fill="${c}"/><path d="M390 380h110v120a40 40 0 0 1-40 40h-30a40 40 0 0 1-40-40z" fill="${d}"/>`,
  kettle: (c, d) =>
    `<path d="M290 250h220l40 320H250z" fill="${c}"/><path d="M550 300c70 0 70 170 0 170" fill="none" stroke="${d}" stroke-width="26"/><rect x="330" y="210" width="140" height="40" rx="16" fill="${d}"/><rect x="240" y="570" width="320" height="30" rx="12" fill="${d}"/>`,
  pan: (c, d) =>
    `<ellipse cx="360" cy="420" rx="190" ry="150" fill="${d}"/><ellipse cx="360" cy="410" rx="160" ry="122" fill="${c}"/><rect x="520" y="385" width="200" height="40" rx="20" fill="${d}"/>`,
  mug: (c, d) =>
    `<rect x="270" y="240" width="220" height="300" rx="30" fill="${c}"/><path d="M490 310c90 0 90 150 0 150" fill="none" stroke="${c}" stroke-width="34"/><ellipse cx="380" cy="250" rx="100" ry="16" fill="${d}"/>`,
  lamp: (c, d) =>
    `<path d="M300 190h200l60 170H240z" fill="${c}"/><rect x="388" y="360" width="24" height="200" fill="${d}"/><ellipse cx="400" cy="580" rx="110" ry="26" fill="${d}"/><circle cx="400" cy="380" r="30" fill="#fff3b0"/>`,
  blanket: (c, d) =>
    `<rect x="200" y="220" width="400" height="340" rx="26" fill="${c}"/><path d="M200 300h400M200 380h400M200 460h400" stroke="${d}" stroke-width="14" opacity=".6"/><path d="M230 560v40M290 560v40M350 560v40M410 560v40M470 560v40M530 560v40" stroke="${d}" stroke-width="10"/>`,
  box: (c, d) =>
    `<path d="M220 300l180-80 180 80v240l-180 80-180-80z" fill="${c}"/><path d="M220 300l180 80 180-80M400 380v240" fill="none" stroke="${d}" stroke-width="14"/>`,
  shears: (c, d) =>
    `<path d="M400 420L260 180M400 420L540 180" stroke="#9aa3ad" stroke-width="34" stroke-linecap="round"/><path d="M400 420l-90 170M400 420l90 170" stroke="${c}" stroke-width="46" stroke-linecap="round"/><circle cx="400" cy="420" r="22" fill="${d}"/>`,
  chair: (c, d) =>
    `<rect x="290" y="170" width="220" height="230" rx="20" fill="${c}"/><rect x="270" y="390" width="260" height="50" rx="14" fill="${d}"/><path d="M290 440l-20 170M510 440l20 170M320 440v150M480 440v150" stroke="${d}" stroke-width="20" stroke-linecap="round"/>`,
  pot: (c, d) =>
    `<path d="M400 330c-10-90-90-140-150-120 40 40 80 90 150 120zM400 330c20-110 110-150 170-120-50 40-100 100-170 120z" fill="#3f9b5a"/><path d="M280 340h240l-30 250H310z" fill="${c}"/><rect x="265" y="320" width="270" height="44" rx="12" fill="${d}"/>`,
  solar: (c, d) =>
    `<rect x="300" y="190" width="200" height="60" rx="10" fill="#2b4a7a"/><path d="M320 250h160l-20 150H340z" fill="${c}"/><circle cx="400" cy="320" r="36" fill="#fff3b0"/><rect x="388" y="400" width="24" height="200" fill="${d}"/>`,
  dogbed: (c, d) =>
    `<ellipse cx="400" cy="440" rx="270" ry="150" fill="${c}"/><ellipse cx="400" cy="430" rx="190" ry="90" fill="${d}"/><ellipse cx="400" cy="420" rx="170" ry="70" fill="${c}" opacity=".6"/>`,
  leash: (c, d) =>
    `<path d="M300 220c-80 80-40 200 60 260s120 120 60 180" fill="none" stroke="${c}" stroke-width="28" stroke-linecap="round"/><circle cx="300" cy="220" r="50" fill="none" stroke="${d}" stroke-width="24"/><rect x="400" y="630" width="50" height="30" rx="8" fill="#9aa3ad"/>`,
  cattree: (c, d) =>
    `<rect x="260" y="560" width="280" height="40" rx="10" fill="${d}"/><rect x="300" y="250" width="40" height="310" fill="#d8c3a0"/><rect x="460" y="350" width="40" height="210" fill="#d8c3a0"/><rect x="240" y="210" width="160" height="50" rx="14" fill="${c}"/><rect x="420" y="320" width="140" height="40" rx="14" fill="${c}"/>`,
  cage: (c, d) =>
    `<path d="M230 300h340v270H230z" fill="none" stroke="${c}" stroke-width="12"/>${Array.from({ length: 7 }, (_, i) => `<path d="M${272 + i * 43} 300v270" stroke="${c}" stroke-width="8"/>`).join('')}<path d="M230 300c0-110 340-110 340 0" fill="${d}"/><rect x="220" y="560" width="360" height="40" rx="10" fill="${d}"/>`,
  aquarium: (c, d) =>
    `<rect x="200" y="240" width="400" height="300" rx="14" fill="#bfe6f5" stroke="${d}" stroke-width="14"/><rect x="214" y="300" width="372" height="226" fill="#6cc3e6"/><path d="M360 400c40-40 100-40 120 0-20 40-80 40-120 0zm0 0l-30-24v48z" fill="${c}"/>`,
  drill: (c, d) =>
    `<rect x="220" y="260" width="300" height="120" rx="40" fill="${c}"/><rect x="520" y="295" width="120" height="50" rx="10" fill="#9aa3ad"/><path d="M300 380h110l-30 170h-90z" fill="${d}"/><rect x="260" y="540" width="170" height="70" rx="16" fill="${c}"/>`,
  toolbox: (c, d) =>
    `<rect x="200" y="320" width="400" height="250" rx="20" fill="${c}"/><path d="M320 320v-60h160v60" fill="none" stroke="${d}" stroke-width="26"/><rect x="200" y="400" width="400" height="24" fill="${d}"/>`,
  gloves: (c, d) =>
    `<path d="M300 600V380l-50-90c-10-30 30-40 40-10l30 60V230c0-30 40-30 40 0v120V200c0-30 40-30 40 0v150V220c0-30 40-30 40 0v140V260c0-30 40-30 40 0v200c0 80-40 140-120 140z" fill="${c}"/><rect x="300" y="560" width="180" height="50" fill="${d}"/>`,
  laser: (c, d) =>
    `<rect x="300" y="200" width="200" height="380" rx="30" fill="${c}"/><rect x="330" y="240" width="140" height="90" rx="10" fill="#1c1c1c"/><circle cx="400" cy="440" r="40" fill="${d}"/><path d="M400 200V90" stroke="#e63946" stroke-width="8"/>`,
} satisfies Record<string, ShapeDrawer>;
