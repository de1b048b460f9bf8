import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Files that replace a module of the app (vi.mock). The component tests share loaded modules and
 * one document between the files of a worker (isolate: false: setting up a fresh jsdom and module
 * graph for each file took half the run; src/test/setup.ts leaves the document fresh after each
 * test), where such a replacement would miss modules already loaded: these run isolated, in a
 * project of their own (vitest.isolated.config.ts).
 */
export const MODULE_MOCKING_FILES = [
  'src/components/ui/failure-toast.test.tsx',
  'src/features/admin/ui/upload-field.test.tsx',
  'src/features/admin/posts/rich-text-editor.test.tsx',
  'src/features/admin/import/import-page.test.tsx',
];

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: MODULE_MOCKING_FILES,
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
