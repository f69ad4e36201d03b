export interface PageSlice {
  top: number;
  bottom: number;
}

/**
 * Slices a document `height` tall into pages of at most `pageHeight`. A page ends at the lowest allowed cut that
 * fits (between components, or between table rows of a component taller than a page), so components are not cut
 * across pages where that is possible; only a piece with no cut inside a page's height is cut where the page ends.
 */
export function paginate(height: number, pageHeight: number, cuts: readonly number[]): PageSlice[] {
  const sorted = [...cuts].sort((a, b) => a - b);
  const pages: PageSlice[] = [];
  let top = 0;
  while (height - top > 0.5) {
    const limit = top + pageHeight;
    if (limit >= height) {
      pages.push({ top, bottom: height });
      break;
    }
    let bottom = limit;
    for (let i = sorted.length - 1; i >= 0; i--) {
      const cut = sorted[i]!;
      if (cut <= limit && cut > top + 1) {
        bottom = cut;
        break;
      }
    }
    pages.push({ top, bottom });
    top = bottom;
  }
  return pages;
}
