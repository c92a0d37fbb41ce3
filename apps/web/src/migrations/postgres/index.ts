import * as migration_20261121_183712_initial from './20261121_183712_initial';

export const migrations = [
  {
    up: migration_20261121_183712_initial.up,
    down: migration_20261121_183712_initial.down,
    name: '20261121_183712_initial'
  },
];
