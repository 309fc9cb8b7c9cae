import { defineConfig, presetWind3 } from 'unocss';

// Breakpoints of SPEC §9.
export default defineConfig({
  presets: [presetWind3()],
  theme: {
    breakpoints: { xs: '320px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
  },
});
