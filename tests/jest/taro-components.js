/* eslint-disable @typescript-eslint/no-var-requires */
// What `@tarojs/components` is in the H5 build (config h5.useHtmlComponents): Taro's plain-HTML React
// components, and Stencil's for the ones they lack (Textarea). Assembled here in order because the
// HTML components import `@tarojs/components` themselves (Button and Refresher use View): View and
// Text are on this module's exports before anything that needs them is loaded.
const dist = (name) => require(`@tarojs/components-react/dist/components/${name}/index.js`)

Object.assign(module.exports, require('@tarojs/components/lib/react/index'))

module.exports.View = dist('view').default
module.exports.Text = dist('text').default
module.exports.Image = dist('image').default
module.exports.Button = dist('button').default
module.exports.Input = dist('input').default
module.exports.Icon = dist('icon').default
module.exports.ScrollView = dist('scroll-view').default
