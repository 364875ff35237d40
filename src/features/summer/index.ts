// Summer 2025 (issue 15): the campaign's tasks, chances and featured journeys. Its prizes and the
// draw are the shared prize feature's; the page composes both.
export { getSummerJourneys, getTaskStatus, doTask, getLotteryInfo } from './api/summer-api'
export { taskAction, taskGoal, limitReached, type TaskAction, type TaskGoal } from './model/tasks'
export { useSummerHome, type SummerHome } from './hooks/use-summer-home'
export { TaskList, type TaskListProps } from './components/task-list'
export { JourneyCards } from './components/journey-cards'
