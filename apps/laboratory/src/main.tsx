import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { CoreLab } from './CoreLab.tsx'
import { labCore } from './labCore.ts'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
void labCore.start()
createRoot(root).render(
  <StrictMode>
    <CoreLab />
  </StrictMode>,
)
