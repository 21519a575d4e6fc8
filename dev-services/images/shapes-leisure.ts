import type { ShapeDrawer } from './shapes-tech';

/** Product silhouettes for sport, toys, beauty and fashion. */
export const LEISURE_SHAPES = {
  mat: (c, d) =>
    `<rect x="180" y="300" width="360" height="220" rx="20" fill="${c}"/><ellipse cx="560" cy="410" rx="70" ry="110" fill="${d}"/><ellipse cx="560" cy="410" rx="30" ry="60" fill="${c}"/>`,
  dumbbell: (c, d) =>
    `<rect x="260" y="380" width="280" height="40" rx="14" fill="#9aa3ad"/><rect x="200" y="300" width="70" height="200" rx="18" fill="${c}"/><rect x="530" y="300" width="70" height="200" rx="18" fill="${c}"/><rect x="160" y="330" width="50" height="140" rx="14" fill="${d}"/><rect x="590" y="330" width="50" height="140" rx="14" fill="${d}"/>`,
  tent: (c, d) =>
    `<path d="M400 200L170 580h460z" fill="${c}"/><path d="M400 200l-70 380h140z" fill="${d}"/><path d="M400 200v-40" stroke="${d}" stroke-width="10"/>`,
  sleepingbag: (c, d) =>
    `<rect x="290" y="150" width="220" height="470" rx="110" fill="${c}"/><ellipse cx="400" cy="240" rx="70" ry="50" fill="${d}"/><path d="M320 320h160M320 400h160M320 480h160" stroke="${d}" stroke-width="10" opacity=".6"/>`,
  helmet: (c, d) =>
    `<path d="M200 470c0-180 110-260 200-260s200 80 200 260z" fill="${c}"/><path d="M280 300l40 70M400 260v90M520 300l-40 70" stroke="${d}" stroke-width="20" stroke-linecap="round"/><rect x="190" y="460" width="420" height="34" rx="14" fill="${d}"/>`,
  ball: (c, d) =>
    `<circle cx="400" cy="400" r="200" fill="${c}"/><path d="M400 300l80 60-30 95h-100l-30-95z" fill="${d}"/><path d="M400 200v100M480 360l150-30M450 455l80 120M350 455l-80 120M320 360l-150-30" stroke="${d}" stroke-width="12"/>`,
  goggles: (c, d) =>
    `<path d="M190 400h420" stroke="${d}" stroke-width="30"/><rect x="230" y="300" width="340" height="200" rx="90" fill="${c}"/><rect x="260" y="330" width="280" height="140" rx="66" fill="#6fb1e8" opacity=".85"/>`,
  blocks: (c, d) =>
    `<rect x="220" y="440" width="180" height="140" rx="10" fill="${c}"/><rect x="400" y="440" width="180" height="140" rx="10" fill="${d}"/><rect x="310" y="300" width="180" height="140" rx="10" fill="#f2c230"/>${[250, 310, 430, 490, 340, 400].map((x, i) => `<rect x="${x + 10}" y="${i < 4 ? 418 : 278}" width="40" height="24" rx="6" fill="${i < 2 ? c : i < 4 ? d : '#f2c230'}"/>`).join('')}`,
  teddy: (c, d) =>
    `<circle cx="300" cy="230" r="60" fill="${c}"/><circle cx="500" cy="230" r="60" fill="${c}"/><circle cx="400" cy="300" r="130" fill="${c}"/><ellipse cx="400" cy="500" rx="150" ry="130" fill="${c}"/><ellipse cx="400" cy="340" rx="50" ry="36" fill="${d}"/><circle cx="355" cy="280" r="12" fill="#222"/><circle cx="445" cy="280" r="12" fill="#222"/>`,
  boardgame: (c, d) =>
    `<path d="M200 330l200-90 200 90-200 90z" fill="${c}"/><path d="M200 330v150l200 90V420zM600 330v150l-200 90V420z" fill="${d}"/><rect x="360" y="300" width="40" height="40" rx="8" fill="#fff"/><circle cx="380" cy="320" r="6" fill="#222"/>`,
  waterpistol: (c, d) =>
    `<rect x="200" y="300" width="360" height="110" rx="40" fill="${c}"/><rect x="540" y="330" width="90" height="40" rx="12" fill="${d}"/><path d="M300 410h100l-40 180h-100z" fill="${d}"/><circle cx="330" cy="270" r="50" fill="${c}" opacity=".8"/>`,
  hairdryer: (c, d) =>
    `<rect x="200" y="250" width="330" height="150" rx="75" fill="${c}"/><rect x="520" y="275" width="80" height="100" rx="14" fill="${d}"/><rect x="300" y="380" width="80" height="220" rx="30" fill="${c}"/>`,
  straightener: (c, d) =>
    `<path d="M380 600l-70-420M420 600l70-420" stroke="${c}" stroke-width="56" stroke-linecap="round"/><path d="M345 360l-25-160M455 360l25-160" stroke="${d}" stroke-width="20" stroke-linecap="round"/>`,
  bottle: (c, d) =>
    `<rect x="320" y="280" width="160" height="310" rx="30" fill="${c}"/><rect x="370" y="200" width="60" height="90" fill="${d}"/><rect x="350" y="150" width="100" height="60" rx="14" fill="${d}"/><rect x="340" y="380" width="120" height="110" rx="10" fill="#fff" opacity=".7"/>`,
  toothbrush: (c, d) =>
    `<rect x="360" y="260" width="80" height="360" rx="40" fill="${c}"/><rect x="380" y="130" width="40" height="150" rx="16" fill="${d}"/><rect x="372" y="120" width="56" height="60" rx="12" fill="#fff"/><circle cx="400" cy="400" r="14" fill="${d}"/>`,
  massagegun: (c, d) =>
    `<rect x="220" y="230" width="360" height="130" rx="60" fill="${c}"/><rect x="350" y="350" width="100" height="260" rx="34" fill="${d}"/><rect x="160" y="260" width="70" height="70" rx="35" fill="${d}"/>`,
  tshirt: (c, d) =>
    `<path d="M310 190l-150 80 50 110 60-30v280h260V350l60 30 50-110-150-80c-10 40-50 60-90 60s-80-20-90-60z" fill="${c}"/><path d="M310 190c10 40 50 60 90 60s80-20 90-60" fill="none" stroke="${d}" stroke-width="12"/>`,
  hoodie: (c, d) =>
    `<path d="M300 220l-150 90 40 270h70V380v250h280V380v200h70l40-270-150-90c-20 40-60 60-100 60s-80-20-100-60z" fill="${c}"/><path d="M320 220c0-90 160-90 160 0-20 50-140 50-160 0z" fill="${d}"/><rect x="320" y="470" width="160" height="70" rx="16" fill="${d}"/>`,
  tote: (c, d) =>
    `<path d="M330 290v-70a70 70 0 0 1 140 0v70" fill="none" stroke="${d}" stroke-width="18"/><path d="M240 290h320l-20 320H260z" fill="${c}"/>`,
  backpack: (c, d) =>
    `<rect x="270" y="200" width="260" height="400" rx="80" fill="${c}"/><rect x="310" y="400" width="180" height="150" rx="30" fill="${d}"/><path d="M350 200c0-60 100-60 100 0" fill="none" stroke="${d}" stroke-width="16"/>`,
  jacket: (c, d) =>
    `<path d="M320 190l-140 90 20 330h90V360v250h220V360v250h90l20-330-140-90-80 60z" fill="${c}"/><path d="M400 250v360" stroke="${d}" stroke-width="12"/><path d="M320 190l80 60 80-60" fill="none" stroke="${d}" stroke-width="16"/>`,
  beanie: (c, d) =>
    `<path d="M220 470c0-150 80-240 180-240s180 90 180 240z" fill="${c}"/><rect x="200" y="450" width="400" height="100" rx="30" fill="${d}"/><circle cx="400" cy="210" r="50" fill="${d}"/>`,
  sunglasses: (c, d) =>
    `<path d="M200 360h400" stroke="${d}" stroke-width="20"/><rect x="200" y="340" width="170" height="120" rx="50" fill="${c}"/><rect x="430" y="340" width="170" height="120" rx="50" fill="${c}"/><path d="M370 380c20-20 40-20 60 0" fill="none" stroke="${d}" stroke-width="14"/>`,
} satisfies Record<string, ShapeDrawer>;
