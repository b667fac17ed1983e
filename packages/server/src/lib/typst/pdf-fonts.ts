import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The faces Bora's PDFs are set in: Titillium Web, the typeface of Bootstrap Italia and so of
 * the app's screens, as TrueType (Typst reads TTF and OTF, not the web's WOFF). SIL Open Font
 * License 1.1, from the npm package @expo-google-fonts/titillium-web.
 */
const FACES = [
  '400Regular/TitilliumWeb_400Regular.ttf',
  '400Regular_Italic/TitilliumWeb_400Regular_Italic.ttf',
  '600SemiBold/TitilliumWeb_600SemiBold.ttf',
  '700Bold/TitilliumWeb_700Bold.ttf',
];
const PACKAGE = '@expo-google-fonts/titillium-web';

/**
 * The font files, read once at start: a missing one stops the server with a message naming it,
 * rather than every PDF coming out in a fallback face or not at all.
 */
export function readPdfFonts(): Buffer[] {
  const require = createRequire(import.meta.url);
  return FACES.map((face) => {
    const name = `${PACKAGE}/${face}`;
    try {
      return readFileSync(require.resolve(name));
    } catch {
      throw new Error(`The font ${name}, which PDFs are set in, is missing: run npm install.`);
    }
  });
}
