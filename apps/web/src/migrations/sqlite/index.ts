import * as migration_20261121_183701_initial from './20261121_183701_initial';

export const migrations = [
  {
    up: migration_20261121_183701_initial.up,
    down: migration_20261121_183701_initial.down,
    name: '20261121_183701_initial'
  },
];
