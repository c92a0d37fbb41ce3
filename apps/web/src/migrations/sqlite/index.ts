import * as migration_20261121_184415_initial from './20261121_184415_initial';

export const migrations = [
  {
    up: migration_20261121_184415_initial.up,
    down: migration_20261121_184415_initial.down,
    name: '20261121_184415_initial'
  },
];
