/** Product silhouettes for electronics; each draws around (400, 390) in an 800×800 box. */
export type ShapeDrawer = (main: string, dark: string) => string;

export const TECH_SHAPES = {
  phone: (c, d) =>
    `<rect x="290" y="150" width="220" height="440" rx="36" fill="${d}"/><rect x="304" y="176" width="192" height="388" rx="22" fill="${c}"/><rect x="370" y="162" width="60" height="8" rx="4" fill="#111" opacity=".5"/>`,
  case: (c, d) =>
    `<rect x="285" y="150" width="230" height="450" rx="44" fill="${c}"/><rect x="310" y="175" width="82" height="92" rx="22" fill="${d}"/><circle cx="334" cy="200" r="14" fill="#222"/><circle cx="368" cy="240" r="14" fill="#222"/>`,
  tablet: (c, d) =>
    `<rect x="190" y="190" width="420" height="320" rx="30" fill="${d}"/><rect x="208" y="208" width="384" height="284" rx="14" fill="${c}"/>`,
  laptop: (c, d) =>
    `<rect x="220" y="200" width="360" height="240" rx="16" fill="${d}"/><rect x="236" y="216" width="328" height="208" rx="6" fill="${c}"/><path d="M170 450h460l-30 50H200z" fill="${d}"/>`,
  headphones: (c, d) =>
    `<path d="M250 420v-60a150 150 0 0 1 300 0v60" fill="none" stroke="${d}" stroke-width="30" stroke-linecap="round"/><rect x="215" y="380" width="80" height="150" rx="36" fill="${c}"/><rect x="505" y="380" width="80" height="150" rx="36" fill="${c}"/>`,
  watch: (c, d) =>
    `<rect x="345" y="130" width="110" height="500" rx="40" fill="${d}"/><rect x="290" y="270" width="220" height="240" rx="56" fill="${c}"/><rect x="318" y="298" width="164" height="184" rx="36" fill="#1c1c1c"/><path d="M400 330v60l40 24" stroke="${c}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  speaker: (c, d) =>
    `<rect x="270" y="170" width="260" height="420" rx="60" fill="${c}"/><circle cx="400" cy="440" r="90" fill="${d}"/><circle cx="400" cy="440" r="40" fill="${c}"/><circle cx="400" cy="270" r="44" fill="${d}"/>`,
  charger: (c, d) =>
    `<rect x="290" y="260" width="220" height="240" rx="34" fill="${c}"/><rect x="345" y="190" width="24" height="80" rx="6" fill="${d}"/><rect x="431" y="190" width="24" height="80" rx="6" fill="${d}"/><rect x="370" y="430" width="60" height="20" rx="8" fill="${d}"/>`,
  cable: (c, d) =>
    `<path d="M260 560c0-220 280-80 280-300" fill="none" stroke="${c}" stroke-width="26" stroke-linecap="round"/><rect x="225" y="540" width="70" height="90" rx="14" fill="${d}"/><rect x="505" y="170" width="70" height="90" rx="14" fill="${d}"/>`,
  powerbank: (c, d) =>
    `<rect x="260" y="200" width="280" height="380" rx="40" fill="${c}"/><rect x="320" y="260" width="160" height="40" rx="12" fill="${d}"/><circle cx="340" cy="500" r="10" fill="${d}"/><circle cx="380" cy="500" r="10" fill="${d}"/><circle cx="420" cy="500" r="10" fill="${d}"/>`,
  mouse: (c, d) =>
    `<rect x="300" y="190" width="200" height="370" rx="100" fill="${c}"/><path d="M400 190v130" stroke="${d}" stroke-width="10"/><rect x="388" y="240" width="24" height="50" rx="12" fill="${d}"/>`,
  keyboard: (c, d) =>
    `<rect x="150" y="290" width="500" height="200" rx="24" fill="${c}"/>${Array.from({ length: 24 }, (_, i) => `<rect x="${176 + (i % 8) * 57}" y="${312 + Math.floor(i / 8) * 52}" width="44" height="40" rx="8" fill="${d}"/>`).join('')}`,
  gamepad: (c, d) =>
    `<path d="M250 300h300c70 0 100 80 100 170 0 60-60 80-100 30l-40-50H290l-40 50c-40 50-100 30-100-30 0-90 30-170 100-170z" fill="${c}"/><path d="M280 380h60M310 350v60" stroke="${d}" stroke-width="18" stroke-linecap="round"/><circle cx="500" cy="360" r="16" fill="${d}"/><circle cx="540" cy="400" r="16" fill="${d}"/>`,
} satisfies Record<string, ShapeDrawer>;
