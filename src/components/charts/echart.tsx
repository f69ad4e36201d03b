import { useEffect, useRef, useState } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import { usePrefersReducedMotion } from '@/lib/a11y/reduced-motion';
import { cn } from '@/lib/cn';
import { withMotionPreference } from './motion-option.ts';
import type * as RuntimeModule from './echarts-runtime.ts';

export type EChartOption = EChartsCoreOption;

interface EChartProps {
  option: EChartOption;
  /** Read by screen readers in place of the canvas. */
  ariaLabel: string;
  height?: number;
  className?: string;
}

type Runtime = typeof RuntimeModule;
let canvasSupport: boolean | undefined;
const canDrawOnCanvas = () => (canvasSupport ??= document.createElement('canvas').getContext('2d') !== null);
let runtime: Promise<Runtime> | undefined;
const loadRuntime = () => (runtime ??= import('./echarts-runtime.ts'));

/**
 * One echarts chart. echarts loads on the first chart shown (its own chunk), the chart follows its box's size
 * and is disposed with the component.
 */
export function EChart({ option, ariaLabel, height = 280, className }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<Runtime['echarts']['init']> | null>(null);
  const [failed, setFailed] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    loadRuntime().then(
      ({ echarts }) => {
        if (disposed || !box.current) return;
        if (!canDrawOnCanvas()) {
          // No 2D canvas (canvas blocked, a headless test DOM): an instance made anyway keeps painting on a
          // missing context from its animation loop and throws outside any handler.
          setFailed(true);
          return;
        }
        try {
          chart.current = echarts.init(box.current);
        } catch (error) {
          console.error('[echart] init failed', error);
          setFailed(true);
          return;
        }
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => chart.current?.resize());
          observer.observe(box.current);
        }
      },
      () => setFailed(true),
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    void loadRuntime().then(() => {
      if (cancelled || !chart.current) return;
      try {
        chart.current.setOption(withMotionPreference(option, reducedMotion), { notMerge: true });
      } catch (error) {
        console.error('[echart] setOption failed', error);
        setFailed(true);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [option, reducedMotion]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={ariaLabel}
      data-chart-failed={failed || undefined}
      className={cn('w-full', className)}
      style={{ height }}
    />
  );
}
