/**
 * The @fontsource faces of the DYO fonts (canvas/fonts.ts), every subset with its unicode-range
 * (`400.css`), so the browser fetches a subset only when a text uses it: Swedish, Danish, Norwegian
 * and Finnish letters are in latin, Ł, Č, Ŋ, Ş, Ğ, İ (Polish, Czech, Sámi, Turkish names) in latin-ext,
 * the same files the print render registers (server/dyo/print-render.ts). Imported by the editor
 * workspace only, so the CSS and the font files load on the engine pages and nowhere else.
 */
import '@fontsource/mulish/400.css';
import '@fontsource/bebas-neue/400.css';
import '@fontsource/oswald/400.css';
import '@fontsource/playfair-display/400.css';
import '@fontsource/lobster/400.css';
import '@fontsource/pacifico/400.css';
import '@fontsource/dancing-script/400.css';
import '@fontsource/permanent-marker/400.css';
