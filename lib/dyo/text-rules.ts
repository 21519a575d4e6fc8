/**
 * What a text may hold and how small it may print: lengths count characters as a person does (grapheme clusters: "å" typed as a + ring, a
 * flag or a family emoji is one), emoji are refused (no colour emoji font is shipped, so the print would leave blank space where the editor
 * showed one), and a font under 6 pt is too small to print legibly.
 */
import { MM_PER_INCH } from './print-quality';

/** The most characters (grapheme clusters) one text layer holds. */
export const MAX_TEXT_CHARACTERS = 120;

/** The smallest font that prints legibly, in points. */
export const MIN_PRINT_TEXT_PT = 6;

/** `MIN_PRINT_TEXT_PT` as a font size in mm (what a text layer's `fontSize` is). */
export const MIN_PRINT_TEXT_MM = (MIN_PRINT_TEXT_PT / 72) * MM_PER_INCH;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text's characters as a person counts them. */
function graphemes(text: string): string[] {
  return [...segmenter.segment(text)].map((s) => s.segment);
}

export function characterCount(text: string): number {
  return graphemes(text).length;
}

// A pictograph shown as emoji (by default, or asked for with VS16), a flag's letters, or a keycap; not ©, ® or ™,
// which the fonts draw as letters.
const EMOJI = /\p{Emoji_Presentation}|\p{Regional_Indicator}|(?![©®™])\p{Extended_Pictographic}|\uFE0F|\u20E3/u;

export function hasEmoji(text: string): boolean {
  return EMOJI.test(text);
}

interface CleanedText {
  text: string;
  /** Emoji were taken out. */
  emoji: boolean;
  /** The text was cut to MAX_TEXT_CHARACTERS. */
  cut: boolean;
}

/** A typed text as a layer may hold it: emoji taken out (whole clusters), then at most `max` characters. */
export function cleanText(text: string, max = MAX_TEXT_CHARACTERS): CleanedText {
  const kept = graphemes(text).filter((g) => !hasEmoji(g));
  const emoji = kept.join('') !== text;
  return { text: kept.slice(0, max).join(''), emoji, cut: kept.length > max };
}

/** Whether a text's font is under the smallest that prints legibly (a hair of tolerance for rounding). */
export function tooSmallToPrint(fontSizeMm: number): boolean {
  return fontSizeMm < MIN_PRINT_TEXT_MM - 0.005;
}
