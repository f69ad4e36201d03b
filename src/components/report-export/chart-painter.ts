import type { EChartsCoreOption } from 'echarts/core';

export interface ChartPainter {
  /** Draws the chart of `option` into `ctx` at (x, y), `width` × `height` CSS pixels, at the context's scale. */
  paint(
    ctx: CanvasRenderingContext2D,
    option: EChartsCoreOption,
    box: { x: number; y: number; width: number; height: number },
  ): void;
  dispose(): void;
}

/**
 * One off-screen echarts instance for every chart of an export, without animation: each chart is set, painted
 * at the export's pixel ratio and its canvas drawn straight into the page. No DOM capture, no image decoding.
 */
export async function createChartPainter(
  size: { width: number; height: number },
  pixelRatio: number,
): Promise<ChartPainter> {
  const { echarts } = await import('@/components/charts/echarts-runtime');
  const host = document.createElement('div');
  const chart = echarts.init(host, null, {
    renderer: 'canvas',
    width: size.width,
    height: size.height,
    devicePixelRatio: pixelRatio,
  });
  return {
    paint(ctx, option, box) {
      if (chart.getWidth() !== box.width || chart.getHeight() !== box.height)
        chart.resize({ width: box.width, height: box.height });
      // Not lazy: echarts paints its own canvas before setOption returns, so that canvas is drawn in as it is
      // (renderToCanvas would paint every element a second time).
      chart.setOption({ ...option, animation: false }, { notMerge: true, lazyUpdate: false });
      const painted = host.querySelector('canvas');
      if (!painted) throw new Error('echarts painted no canvas.');
      ctx.drawImage(painted, box.x, box.y, box.width, box.height);
    },
    dispose: () => chart.dispose(),
  };
}
