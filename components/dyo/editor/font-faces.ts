/**
 * The @fontsource faces of the DYO fonts (canvas/fonts.ts). Imported by the
 * editor workspace only, so the CSS and the font files load on the engine
 * pages and nowhere else. Latin subsets cover Swedish, Danish, Norwegian and
 * Finnish letters.
 */
import '@fontsource/bebas-neue/latin-400.css';
import '@fontsource/oswald/latin-400.css';
import '@fontsource/playfair-display/latin-400.css';
import '@fontsource/lobster/latin-400.css';
import '@fontsource/pacifico/latin-400.css';
import '@fontsource/dancing-script/latin-400.css';
import '@fontsource/permanent-marker/latin-400.css';
