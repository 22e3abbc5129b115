// Written by scripts/font-files.mjs from the @fontsource packages: do not edit by hand.
import alegreya_sans_latin_400 from '@fontsource/alegreya-sans/files/alegreya-sans-latin-400-normal.woff2?url';
import alegreya_sans_latin_ext_400 from '@fontsource/alegreya-sans/files/alegreya-sans-latin-ext-400-normal.woff2?url';
import alegreya_sans_latin_700 from '@fontsource/alegreya-sans/files/alegreya-sans-latin-700-normal.woff2?url';
import alegreya_sans_latin_ext_700 from '@fontsource/alegreya-sans/files/alegreya-sans-latin-ext-700-normal.woff2?url';
import archivo_narrow_latin_400 from '@fontsource/archivo-narrow/files/archivo-narrow-latin-400-normal.woff2?url';
import archivo_narrow_latin_ext_400 from '@fontsource/archivo-narrow/files/archivo-narrow-latin-ext-400-normal.woff2?url';
import archivo_narrow_latin_600 from '@fontsource/archivo-narrow/files/archivo-narrow-latin-600-normal.woff2?url';
import archivo_narrow_latin_ext_600 from '@fontsource/archivo-narrow/files/archivo-narrow-latin-ext-600-normal.woff2?url';
import bitter_latin_400 from '@fontsource/bitter/files/bitter-latin-400-normal.woff2?url';
import bitter_latin_ext_400 from '@fontsource/bitter/files/bitter-latin-ext-400-normal.woff2?url';
import bitter_latin_600 from '@fontsource/bitter/files/bitter-latin-600-normal.woff2?url';
import bitter_latin_ext_600 from '@fontsource/bitter/files/bitter-latin-ext-600-normal.woff2?url';
import cabin_latin_400 from '@fontsource/cabin/files/cabin-latin-400-normal.woff2?url';
import cabin_latin_ext_400 from '@fontsource/cabin/files/cabin-latin-ext-400-normal.woff2?url';
import cabin_latin_600 from '@fontsource/cabin/files/cabin-latin-600-normal.woff2?url';
import cabin_latin_ext_600 from '@fontsource/cabin/files/cabin-latin-ext-600-normal.woff2?url';
import crimson_text_latin_400 from '@fontsource/crimson-text/files/crimson-text-latin-400-normal.woff2?url';
import crimson_text_latin_ext_400 from '@fontsource/crimson-text/files/crimson-text-latin-ext-400-normal.woff2?url';
import crimson_text_latin_600 from '@fontsource/crimson-text/files/crimson-text-latin-600-normal.woff2?url';
import crimson_text_latin_ext_600 from '@fontsource/crimson-text/files/crimson-text-latin-ext-600-normal.woff2?url';
import frank_ruhl_libre_latin_400 from '@fontsource/frank-ruhl-libre/files/frank-ruhl-libre-latin-400-normal.woff2?url';
import frank_ruhl_libre_latin_ext_400 from '@fontsource/frank-ruhl-libre/files/frank-ruhl-libre-latin-ext-400-normal.woff2?url';
import frank_ruhl_libre_latin_600 from '@fontsource/frank-ruhl-libre/files/frank-ruhl-libre-latin-600-normal.woff2?url';
import frank_ruhl_libre_latin_ext_600 from '@fontsource/frank-ruhl-libre/files/frank-ruhl-libre-latin-ext-600-normal.woff2?url';
import heebo_latin_400 from '@fontsource/heebo/files/heebo-latin-400-normal.woff2?url';
import heebo_latin_ext_400 from '@fontsource/heebo/files/heebo-latin-ext-400-normal.woff2?url';
import heebo_latin_600 from '@fontsource/heebo/files/heebo-latin-600-normal.woff2?url';
import heebo_latin_ext_600 from '@fontsource/heebo/files/heebo-latin-ext-600-normal.woff2?url';
import lato_latin_400 from '@fontsource/lato/files/lato-latin-400-normal.woff2?url';
import lato_latin_ext_400 from '@fontsource/lato/files/lato-latin-ext-400-normal.woff2?url';
import lato_latin_700 from '@fontsource/lato/files/lato-latin-700-normal.woff2?url';
import lato_latin_ext_700 from '@fontsource/lato/files/lato-latin-ext-700-normal.woff2?url';
import libre_baskerville_latin_400 from '@fontsource/libre-baskerville/files/libre-baskerville-latin-400-normal.woff2?url';
import libre_baskerville_latin_ext_400 from '@fontsource/libre-baskerville/files/libre-baskerville-latin-ext-400-normal.woff2?url';
import libre_baskerville_latin_600 from '@fontsource/libre-baskerville/files/libre-baskerville-latin-600-normal.woff2?url';
import libre_baskerville_latin_ext_600 from '@fontsource/libre-baskerville/files/libre-baskerville-latin-ext-600-normal.woff2?url';
import montserrat_latin_400 from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2?url';
import montserrat_latin_ext_400 from '@fontsource/montserrat/files/montserrat-latin-ext-400-normal.woff2?url';
import montserrat_latin_600 from '@fontsource/montserrat/files/montserrat-latin-600-normal.woff2?url';
import montserrat_latin_ext_600 from '@fontsource/montserrat/files/montserrat-latin-ext-600-normal.woff2?url';
import open_sans_latin_400 from '@fontsource/open-sans/files/open-sans-latin-400-normal.woff2?url';
import open_sans_latin_ext_400 from '@fontsource/open-sans/files/open-sans-latin-ext-400-normal.woff2?url';
import open_sans_latin_600 from '@fontsource/open-sans/files/open-sans-latin-600-normal.woff2?url';
import open_sans_latin_ext_600 from '@fontsource/open-sans/files/open-sans-latin-ext-600-normal.woff2?url';
import oswald_latin_400 from '@fontsource/oswald/files/oswald-latin-400-normal.woff2?url';
import oswald_latin_ext_400 from '@fontsource/oswald/files/oswald-latin-ext-400-normal.woff2?url';
import oswald_latin_600 from '@fontsource/oswald/files/oswald-latin-600-normal.woff2?url';
import oswald_latin_ext_600 from '@fontsource/oswald/files/oswald-latin-ext-600-normal.woff2?url';
import playfair_display_latin_400 from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url';
import playfair_display_latin_ext_400 from '@fontsource/playfair-display/files/playfair-display-latin-ext-400-normal.woff2?url';
import playfair_display_latin_600 from '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2?url';
import playfair_display_latin_ext_600 from '@fontsource/playfair-display/files/playfair-display-latin-ext-600-normal.woff2?url';
import pt_sans_latin_400 from '@fontsource/pt-sans/files/pt-sans-latin-400-normal.woff2?url';
import pt_sans_latin_ext_400 from '@fontsource/pt-sans/files/pt-sans-latin-ext-400-normal.woff2?url';
import pt_sans_latin_700 from '@fontsource/pt-sans/files/pt-sans-latin-700-normal.woff2?url';
import pt_sans_latin_ext_700 from '@fontsource/pt-sans/files/pt-sans-latin-ext-700-normal.woff2?url';
import raleway_latin_400 from '@fontsource/raleway/files/raleway-latin-400-normal.woff2?url';
import raleway_latin_ext_400 from '@fontsource/raleway/files/raleway-latin-ext-400-normal.woff2?url';
import raleway_latin_600 from '@fontsource/raleway/files/raleway-latin-600-normal.woff2?url';
import raleway_latin_ext_600 from '@fontsource/raleway/files/raleway-latin-ext-600-normal.woff2?url';
import roboto_latin_400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import roboto_latin_ext_400 from '@fontsource/roboto/files/roboto-latin-ext-400-normal.woff2?url';
import roboto_latin_600 from '@fontsource/roboto/files/roboto-latin-600-normal.woff2?url';
import roboto_latin_ext_600 from '@fontsource/roboto/files/roboto-latin-ext-600-normal.woff2?url';
import roboto_condensed_latin_400 from '@fontsource/roboto-condensed/files/roboto-condensed-latin-400-normal.woff2?url';
import roboto_condensed_latin_ext_400 from '@fontsource/roboto-condensed/files/roboto-condensed-latin-ext-400-normal.woff2?url';
import roboto_condensed_latin_600 from '@fontsource/roboto-condensed/files/roboto-condensed-latin-600-normal.woff2?url';
import roboto_condensed_latin_ext_600 from '@fontsource/roboto-condensed/files/roboto-condensed-latin-ext-600-normal.woff2?url';
import slabo_27px_latin_400 from '@fontsource/slabo-27px/files/slabo-27px-latin-400-normal.woff2?url';
import slabo_27px_latin_ext_400 from '@fontsource/slabo-27px/files/slabo-27px-latin-ext-400-normal.woff2?url';
import source_sans_pro_latin_400 from '@fontsource/source-sans-pro/files/source-sans-pro-latin-400-normal.woff2?url';
import source_sans_pro_latin_ext_400 from '@fontsource/source-sans-pro/files/source-sans-pro-latin-ext-400-normal.woff2?url';
import source_sans_pro_latin_600 from '@fontsource/source-sans-pro/files/source-sans-pro-latin-600-normal.woff2?url';
import source_sans_pro_latin_ext_600 from '@fontsource/source-sans-pro/files/source-sans-pro-latin-ext-600-normal.woff2?url';
import ubuntu_latin_400 from '@fontsource/ubuntu/files/ubuntu-latin-400-normal.woff2?url';
import ubuntu_latin_ext_400 from '@fontsource/ubuntu/files/ubuntu-latin-ext-400-normal.woff2?url';
import ubuntu_latin_700 from '@fontsource/ubuntu/files/ubuntu-latin-700-normal.woff2?url';
import ubuntu_latin_ext_700 from '@fontsource/ubuntu/files/ubuntu-latin-ext-700-normal.woff2?url';

/** One face file: the weight it stands for, its unicode subset and range, and its URL in the build. */
export interface FontFile {
  readonly weight: 400 | 600;
  readonly subset: 'latin' | 'latin-ext';
  readonly url: string;
  readonly unicodeRange: string;
}

/** SPEC section 9's fonts by family: the files each is drawn from (Slabo 27px has no bold: the browser makes it). */
export const FONT_FILES: Readonly<Record<string, readonly FontFile[]>> = {
  'Alegreya Sans': [
    { weight: 400, subset: 'latin', url: alegreya_sans_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: alegreya_sans_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: alegreya_sans_latin_700, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: alegreya_sans_latin_ext_700, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Archivo Narrow': [
    { weight: 400, subset: 'latin', url: archivo_narrow_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: archivo_narrow_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: archivo_narrow_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: archivo_narrow_latin_ext_600, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Bitter': [
    { weight: 400, subset: 'latin', url: bitter_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: bitter_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: bitter_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: bitter_latin_ext_600, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Cabin': [
    { weight: 400, subset: 'latin', url: cabin_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: cabin_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: cabin_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: cabin_latin_ext_600, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Crimson Text': [
    { weight: 400, subset: 'latin', url: crimson_text_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: crimson_text_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: crimson_text_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: crimson_text_latin_ext_600, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Frank Ruhl Libre': [
    { weight: 400, subset: 'latin', url: frank_ruhl_libre_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: frank_ruhl_libre_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: frank_ruhl_libre_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: frank_ruhl_libre_latin_ext_600, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Heebo': [
    { weight: 400, subset: 'latin', url: heebo_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: heebo_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: heebo_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: heebo_latin_ext_600, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Lato': [
    { weight: 400, subset: 'latin', url: lato_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: lato_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: lato_latin_700, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: lato_latin_ext_700, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Libre Baskerville': [
    { weight: 400, subset: 'latin', url: libre_baskerville_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: libre_baskerville_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: libre_baskerville_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: libre_baskerville_latin_ext_600, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Montserrat': [
    { weight: 400, subset: 'latin', url: montserrat_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: montserrat_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: montserrat_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: montserrat_latin_ext_600, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Open Sans': [
    { weight: 400, subset: 'latin', url: open_sans_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: open_sans_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: open_sans_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: open_sans_latin_ext_600, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Oswald': [
    { weight: 400, subset: 'latin', url: oswald_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: oswald_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: oswald_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: oswald_latin_ext_600, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Playfair Display': [
    { weight: 400, subset: 'latin', url: playfair_display_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: playfair_display_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: playfair_display_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: playfair_display_latin_ext_600, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'PT Sans': [
    { weight: 400, subset: 'latin', url: pt_sans_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: pt_sans_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: pt_sans_latin_700, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: pt_sans_latin_ext_700, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Raleway': [
    { weight: 400, subset: 'latin', url: raleway_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: raleway_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: raleway_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: raleway_latin_ext_600, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Roboto': [
    { weight: 400, subset: 'latin', url: roboto_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: roboto_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: roboto_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: roboto_latin_ext_600, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Roboto Condensed': [
    { weight: 400, subset: 'latin', url: roboto_condensed_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: roboto_condensed_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: roboto_condensed_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: roboto_condensed_latin_ext_600, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Slabo 27px': [
    { weight: 400, subset: 'latin', url: slabo_27px_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: slabo_27px_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Source Sans Pro': [
    { weight: 400, subset: 'latin', url: source_sans_pro_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: source_sans_pro_latin_ext_400, unicodeRange: 'U+0100-02AF,U+0304,U+0308,U+0329,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20CF,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: source_sans_pro_latin_600, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: source_sans_pro_latin_ext_600, unicodeRange: 'U+0100-02AF,U+0304,U+0308,U+0329,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20CF,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
  'Ubuntu': [
    { weight: 400, subset: 'latin', url: ubuntu_latin_400, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 400, subset: 'latin-ext', url: ubuntu_latin_ext_400, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
    { weight: 600, subset: 'latin', url: ubuntu_latin_700, unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
    { weight: 600, subset: 'latin-ext', url: ubuntu_latin_ext_700, unicodeRange: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
};
