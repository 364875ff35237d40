import type { PropsWithChildren } from 'react'

function App({ children }: PropsWithChildren) {
  return children
}

export default App
