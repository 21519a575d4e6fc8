/**
 * The @fontsource faces of the DYO fonts with their unicode-ranges, so a subset loads only when a text
 * uses it; the same files as the print render. Imported by the editor workspace only.
 */
import '@fontsource/mulish/400.css';
import '@fontsource/bebas-neue/400.css';
import '@fontsource/oswald/400.css';
import '@fontsource/playfair-display/400.css';
import '@fontsource/lobster/400.css';
import '@fontsource/pacifico/400.css';
import '@fontsource/dancing-script/400.css';
import '@fontsource/permanent-marker/400.css';
