// The smoke suite of lib/vendor-suite.mjs on the jd bundle (dist/jd), in a process of its own.
import { describeVendor } from '../lib/vendor-suite.mjs'

describeVendor('jd')
