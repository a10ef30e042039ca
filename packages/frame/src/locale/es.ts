import type { FrameStrings } from './en'

export const es: FrameStrings = {
  approval: {
    requestedBy: 'Solicitado por',
    account: 'Cuenta',
    chain: 'Red',
    signMessage: 'Firmar mensaje',
    message: 'Mensaje',
    signTypedData: 'Firmar datos estructurados',
    domain: 'Dominio',
    type: 'Tipo',
    data: 'Datos',
    sendTransaction: 'Enviar transacción',
    to: 'Para',
    newContract: 'Contrato nuevo',
    value: 'Importe',
    maxNetworkFee: 'Comisión de red máxima',
    reject: 'Rechazar',
    approve: 'Aprobar',
    rejectLabel: (title) => `Rechazar: ${title}`,
    approveLabel: (title) => `Aprobar: ${title}`,
  },
  recovery: {
    usePasskey: 'Usar llave de acceso',
    recoveryPassword: 'Contraseña de recuperación',
    openWithPassword: 'Abrir con contraseña',
    cancel: 'Cancelar',
    restoreTitle: 'Abre tu billetera en este dispositivo',
    restoreText:
      'Esta billetera está protegida. Usa su llave de acceso o su contraseña de recuperación para abrirla aquí.',
    protectTitle: 'Protege tu billetera',
    protectText:
      'Elige cómo abrir esta billetera en un dispositivo nuevo. Sin ningún método, solo este dispositivo puede abrirla.',
    createPasskey: 'Crear una llave de acceso',
    repeatPassword: 'Repite la contraseña de recuperación',
    passwordsDiffer: 'Las dos contraseñas no coinciden',
    setPassword: 'Establecer una contraseña de recuperación',
    exportTitle: 'Exporta tu clave privada',
    exportWarning:
      'Quien vea esta clave controla tu billetera. No la compartas nunca ni la pegues en ningún sitio web.',
    confirmToShow:
      'Confirma con tu llave de acceso o tu contraseña de recuperación para mostrar la clave.',
    showPrivateKey: 'Mostrar clave privada',
    privateKey: 'Clave privada',
    copy: 'Copiar',
    copyFailed: 'No se pudo copiar',
    done: 'Listo',
  },
  errors: {
    WEAK_RECOVERY_PASSWORD:
      'Elige una contraseña de recuperación más segura: al menos 12 caracteres difíciles de adivinar',
    WRONG_RECOVERY_PASSWORD: 'Esa contraseña de recuperación no abre esta billetera',
    PASSKEY_CANCELLED: 'Se canceló la solicitud de la llave de acceso',
    PASSKEY_UNSUPPORTED:
      'Este navegador o esta llave de acceso no puede proteger una billetera (sin extensión PRF): usa una contraseña de recuperación',
    PASSKEY_INVALID: 'No se pudo verificar la llave de acceso',
    SOMETHING_WENT_WRONG: 'Algo salió mal',
  },
  couldNotStart: 'No se pudo iniciar el marco de la billetera',
}
