import { defineConfig } from 'vite'
import { benchViteConfig } from '../benchViteConfig.ts'

// The wagmi page (../wagmi/main.tsx) built with React 18.
export default defineConfig(benchViteConfig(new URL('.', import.meta.url), { react: 18 }))
