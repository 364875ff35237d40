// The smoke suite of lib/vendor-suite.mjs on the tt bundle (dist/tt), in a process of its own.
import { describeVendor } from '../lib/vendor-suite.mjs'

describeVendor('tt')
