// The smoke suite of lib/vendor-suite.mjs on the alipay bundle (dist/alipay), in a process of its own.
import { describeVendor } from '../lib/vendor-suite.mjs'

describeVendor('alipay')
