// The smoke suite of lib/vendor-suite.mjs on the swan bundle (dist/swan), in a process of its own.
import { describeVendor } from '../lib/vendor-suite.mjs'

describeVendor('swan')
