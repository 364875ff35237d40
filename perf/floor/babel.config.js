// The site's own Babel preset, so the floor is compiled exactly as the site is.
module.exports = require('../../babel.config.js')
