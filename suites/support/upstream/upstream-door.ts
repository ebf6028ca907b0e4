/**
 * The suite's one door to the upstream platform mock. The harness always runs its own mock (the
 * platform side of every check), so this is plumbing, not an oracle: checks never ask the mock
 * what a gateway should answer, only what reached the platform.
 */
export { startUpstreamMock, virtualClock, type AnswerGate, type RunningUpstreamMock } from '../../../mocks/upstream/index.ts';
