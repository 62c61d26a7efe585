import { defineConfig } from 'vite'
import { benchViteConfig } from '../benchViteConfig.ts'

// The appkit page (../appkit/main.tsx) built with React 18.
export default defineConfig(benchViteConfig(new URL('.', import.meta.url), { react: 18 }))
