/* eslint-disable @typescript-eslint/no-var-requires */
// Load order matters: @tarojs/taro first breaks the router -> components -> taro-h5 -> router cycle
// ("Cannot read properties of undefined (reading 'history')").
require('@tarojs/taro')
const React = require('react')
const ReactDOM = require('react-dom')
const { createH5NativeComponentConfig } = require('@tarojs/plugin-framework-react/dist/runtime')

// Taro 4's hooks read React from a slot that only the app bootstrap fills; tests mount pages directly.
createH5NativeComponentConfig(null, React, ReactDOM)

// The jest transformer compiles JSX with the classic runtime, which expects React in scope.
global.React = React

// @tarojs/test-utils-react still calls react-dom/test-utils' act; React 18.3 warns about it on every
// render. Drop exactly that warning so real ones stay visible.
const originalError = console.error
console.error = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('ReactDOMTestUtils.act` is deprecated')) return
  originalError(...args)
}

// jsdom has no TextEncoder/TextDecoder; TypeBox (the bridge's development schemas) creates one on load.
const { TextEncoder, TextDecoder } = require('node:util')

if (typeof global.TextEncoder === 'undefined') global.TextEncoder = TextEncoder
if (typeof global.TextDecoder === 'undefined') global.TextDecoder = TextDecoder
