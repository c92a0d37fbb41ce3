import * as migration_20261121_182013_initial from './20261121_182013_initial';

export const migrations = [
  {
    up: migration_20261121_182013_initial.up,
    down: migration_20261121_182013_initial.down,
    name: '20261121_182013_initial'
  },
];
