// The smoke suite of lib/vendor-suite.mjs on the weapp bundle (dist/weapp), in a process of its own.
import { describeVendor } from '../lib/vendor-suite.mjs'

describeVendor('weapp')
