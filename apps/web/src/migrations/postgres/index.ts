import * as migration_20261121_184420_initial from './20261121_184420_initial';

export const migrations = [
  {
    up: migration_20261121_184420_initial.up,
    down: migration_20261121_184420_initial.down,
    name: '20261121_184420_initial'
  },
];
