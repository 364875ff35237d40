import { createFakePlatform } from '../fake'
import { describeStorageContract } from './contracts/storage.contract'
import { describeUiContract } from './contracts/ui.contract'
import { describeCapabilityContracts } from './contracts/capabilities.contract'

describeStorageContract('fake', () => createFakePlatform().storage)
describeUiContract('fake', () => createFakePlatform().ui)
describeCapabilityContracts('fake', () => createFakePlatform())
