// The records page's part of the check-in feature (/web/activity-clock-in/records): lit places and
// places of my own, their search, deletion and creation, and the nickname (docs/checkin-records.md).
export { RecordList } from './components/record-list'
export { SearchBox } from './components/search-box'
export { CustomRecordList } from './components/custom-record-list'
export { CustomRecordForm } from './components/custom-record-form'
export { NicknameRow } from './components/nickname-row'
export { useLitRecords, type LitRecords } from './hooks/use-lit-records'
export { useCustomRecords, type CustomRecords } from './hooks/use-custom-records'
export { useNickname, type Nickname } from './hooks/use-nickname'
export { SignInNeededError } from './api/signed-in'
export { countByLevel, groupByLevel, LEVELS, type LevelGroup, type RegionLevel } from './model'
