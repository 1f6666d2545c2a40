; Inno Setup script: run on a Windows builder after `python packaging\build.py`.
;   iscc /DAppVersion=0.1.0 packaging\windows\tabletop.iss
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{6F1D3B0E-7C52-4C1A-9E0B-7A3C2E5B9D41}
AppName=Tabletop
AppVersion={#AppVersion}
AppPublisher=Tabletop
DefaultDirName={autopf}\Tabletop
DefaultGroupName=Tabletop
OutputDir=..\..\dist
OutputBaseFilename=tabletop-{#AppVersion}-windows-setup
SetupIconFile=..\..\build\packaging\icons\tabletop.ico
Compression=lzma2
SolidCompression=yes
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequiredOverridesAllowed=dialog

[Files]
Source: "..\..\dist\tabletop\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\Tabletop"; Filename: "{app}\tabletop.exe"
Name: "{autodesktop}\Tabletop"; Filename: "{app}\tabletop.exe"; Tasks: desktopicon

[Tasks]
Name: "desktopicon"; Description: "Create a desktop shortcut"; Flags: unchecked

[Run]
Filename: "{app}\tabletop.exe"; Description: "Start Tabletop"; Flags: nowait postinstall skipifsilent
