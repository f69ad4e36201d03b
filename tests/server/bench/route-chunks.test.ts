import { describe, expect, it } from 'vitest';
import { initialFiles, type Manifest } from '../../../bench/route-chunks.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_markdown.js': { file: 'assets/markdown.js' },
  '_layout.js': { file: 'assets/layout.js', imports: ['_react.js', '_styles.css'] },
  '_styles.css': { file: 'assets/styles.css' },
  'src/routes/writer/route.tsx?tsr-split=component': {
    file: 'assets/route.js',
    imports: ['_layout.js', 'index.html'],
  },
  'src/routes/writer/app/store.tsx?tsr-split=component': { file: 'assets/store.js' },
  'src/routes/writer/app/store.tsx?tsr-split=errorComponent': { file: 'assets/store-error.js' },
  'src/routes/writer/app/session.tsx?tsr-split=component': {
    file: 'assets/session.js',
    imports: ['_markdown.js'],
  },
};

describe('initialFiles', () => {
  it('counts the entry and its static imports for a route without split chunks', () => {
    expect(initialFiles(manifest, ['src/routes/writer/index.tsx']).sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
    ]);
  });

  it('adds every split chunk of the matched route files and what they import, once, without CSS', () => {
    expect(
      initialFiles(manifest, ['src/routes/writer/route.tsx', 'src/routes/writer/app/store.tsx']).sort(),
    ).toEqual([
      'assets/index.js',
      'assets/layout.js',
      'assets/react.js',
      'assets/route.js',
      'assets/store-error.js',
      'assets/store.js',
    ]);
  });

  it('leaves out the chunks of routes the URL does not match', () => {
    expect(initialFiles(manifest, ['src/routes/writer/app/store.tsx'])).not.toContain('assets/markdown.js');
  });

  it('refuses a manifest that names a chunk it does not hold', () => {
    expect(() =>
      initialFiles({ 'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_gone.js'] } }, []),
    ).toThrow(/_gone\.js/);
  });
});
