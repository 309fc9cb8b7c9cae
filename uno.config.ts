import { defineConfig, presetWind3 } from 'unocss';

export default defineConfig({
  presets: [presetWind3()],
  // Class names also live in src/lib (button looks, status badges): scan .ts files too.
  content: { pipeline: { include: [/\.(astro|[jt]sx?|mdx?|html)($|\?)/] } },
  // Breakpoints of SPEC §9.
  theme: {
    breakpoints: { xs: '320px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
  },
});
