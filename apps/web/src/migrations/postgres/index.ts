import * as migration_20261121_182024_initial from './20261121_182024_initial';

export const migrations = [
  {
    up: migration_20261121_182024_initial.up,
    down: migration_20261121_182024_initial.down,
    name: '20261121_182024_initial'
  },
];
