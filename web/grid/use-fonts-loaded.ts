import { useEffect, useState } from 'react';

/**
 * Counts the times document.fonts finished loading faces. A face that arrives after the grid painted (a
 * branding font is fetched after the editor opens) changes how its cells' text looks, so the grid treats
 * each count as a reason to paint again.
 */
export function useFontsLoaded(): number {
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    const fonts = document.fonts;
    const count = () => setLoaded((times) => times + 1);
    fonts.addEventListener('loadingdone', count);
    return () => fonts.removeEventListener('loadingdone', count);
  }, []);
  return loaded;
}
