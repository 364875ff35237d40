// The smoke suite of lib/vendor-suite.mjs on the qq bundle (dist/qq), in a process of its own.
import { describeVendor } from '../lib/vendor-suite.mjs'

describeVendor('qq')
