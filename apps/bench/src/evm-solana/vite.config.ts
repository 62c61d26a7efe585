import { defineConfig } from 'vite'
import { benchViteConfig } from '../benchViteConfig.ts'

export default defineConfig(benchViteConfig(new URL('.', import.meta.url)))
