import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './lab.css'
import { LabPage } from './LabPage.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <LabPage />
  </StrictMode>,
)
