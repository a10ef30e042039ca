import { ChooseAccountNameView } from '../names/ChooseAccountNameView'
import { RegisterAccountNameSuccessView } from '../names/RegisterAccountNameSuccessView'
import { RegisterAccountNameView } from '../names/RegisterAccountNameView'

/** Account names (the names API and its schemas). */
export const namesGroup = {
  ChooseAccountName: ChooseAccountNameView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
}
