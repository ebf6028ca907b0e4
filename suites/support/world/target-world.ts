/** The target's part of a world lives with the fixtures (the reference's tests use it too). */
export { targetWorld, type TargetWorldOptions } from '../../../fixtures/worlds/target-world.ts';
