import { characterCount, cleanText, hasEmoji, MAX_TEXT_CHARACTERS, MIN_PRINT_TEXT_MM, tooSmallToPrint } from '@/lib/dyo/text-rules';

describe('text rules: characters as a person counts them, no emoji, 6 pt at least', () => {
  it('counts grapheme clusters, not UTF-16 units', () => {
    expect(characterCount('Hälsningar')).toBe(10);
    // "ä" typed as a + combining diaeresis is one character.
    expect(characterCount('Ha\u0308lsningar')).toBe(10);
    expect(characterCount('Łukasz Żółć')).toBe(11);
    expect(characterCount('👍🏽')).toBe(1);
    expect(characterCount('👨‍👩‍👧')).toBe(1);
    expect(characterCount('🇸🇪')).toBe(1);
  });

  it('cuts at 120 characters without splitting one, and says so', () => {
    const long = `${'a'.repeat(MAX_TEXT_CHARACTERS - 1)}Ö`;
    expect(cleanText(long)).toEqual({ text: long, emoji: false, cut: false });
    // A combining mark stays with its letter at the limit (the old 120-unit limit cut "Hälsningar" to "Hälsning").
    const decomposed = `${'a'.repeat(MAX_TEXT_CHARACTERS - 1)}O\u0308x`;
    expect(cleanText(decomposed)).toEqual({ text: `${'a'.repeat(MAX_TEXT_CHARACTERS - 1)}O\u0308`, emoji: false, cut: true });
  });

  it('refuses emoji (whole clusters: skin tones, families, flags, keycaps) and keeps letters, ©, ® and ™', () => {
    expect(cleanText('Hälsningar 👋🏽 från 🇸🇪')).toEqual({ text: 'Hälsningar  från ', emoji: true, cut: false });
    expect(cleanText('Familjen 👨‍👩‍👧 ❤️ 1️⃣')).toEqual({ text: 'Familjen   ', emoji: true, cut: false });
    expect(cleanText('© Åsa Öberg ® ™')).toEqual({ text: '© Åsa Öberg ® ™', emoji: false, cut: false });
    expect(hasEmoji('Şükrü Işık, Čeněk, Áŋŋá')).toBe(false);
    expect(hasEmoji('😀')).toBe(true);
  });

  it('says 6 pt is 2.12 mm, and a 1.21 mm font (3.4 pt) is too small to print', () => {
    expect(MIN_PRINT_TEXT_MM).toBeCloseTo(2.117, 3);
    expect(tooSmallToPrint(1.21)).toBe(true);
    expect(tooSmallToPrint(2.12)).toBe(false);
    expect(tooSmallToPrint(9.375)).toBe(false);
  });
});
